import { z } from "zod";
import { MAX_UPLOAD_MB, PHOTO_FIELD } from "@shared/media";
import { errorResponse, json, type ApiDescription } from "./api-description";
import { exampleUploadedPhoto } from "./examples";
import { uploadedPhotoSchema } from "./response-schemas";

/** server/features/uploads/uploads.routes.ts: listing photos. */
export function describeUploadsApi(api: ApiDescription) {
  const uploads = api.feature({ name: "Uploads", description: "Listing photos" });
  uploads.operation({
    method: "post",
    path: "/api/uploads",
    operationId: "uploadPhoto",
    summary: "Upload one listing photo",
    description: `One file per request in the multipart field \`${PHOTO_FIELD}\` (at most ${MAX_UPLOAD_MB} MB). The type is read from the content: JPEG, PNG, WebP, AVIF, HEIC (when the server's decoder supports it) or the first frame of a GIF. The photo is turned upright, stripped of all metadata and stored as WebP 400, 800 and 1600 pixels wide (never enlarged) under a random name. \`url\` is the largest variant, the value a listing's \`images\` takes; a listing may only use its owner's uploads. Limited to 120 per 10 minutes per user.`,
    access: "session",
    body: {
      description: "The photo",
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            [PHOTO_FIELD]: z.string().meta({ format: "binary", description: "The image file" }),
          }),
        },
      },
    },
    responses: {
      201: {
        ...json(
          uploadedPhotoSchema.meta({ id: "UploadedPhoto" }),
          "Stored; served with a one-year cache",
          exampleUploadedPhoto,
        ),
        headers: z.object({ Location: z.string().meta({ description: "The photo's URL (`url`)" }) }),
      },
      400: errorResponse("No file, another field name or more than one file"),
      413: errorResponse("`{filename} is larger than 10 MB`"),
      415: errorResponse("`{filename} is not a JPEG, PNG, WebP, AVIF or HEIC image`"),
    },
  });
}
