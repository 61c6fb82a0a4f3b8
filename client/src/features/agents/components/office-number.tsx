import { useLingui } from "@lingui/react/macro";
import { officeNumberLabel } from "../lib/agent-text";

/** " · ORN 1234" after an agency's emirate: its office number, as that emirate names it, when it has one. */
export function OfficeNumberSuffix({ emirate, orn }: { emirate: string; orn: string | null }) {
  const { i18n } = useLingui();
  if (!orn) return null;
  return (
    <>
      {" · "}
      <bdi>
        {officeNumberLabel(emirate, i18n)}{" "}
        <bdi dir="ltr" translate="no">
          {orn}
        </bdi>
      </bdi>
    </>
  );
}
