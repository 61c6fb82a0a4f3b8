import type { Locale } from "@shared/locale";
import type { RegisterInput, User } from "@shared/user";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import {
  findTakenFields,
  findUserById,
  findUserByLogin,
  insertUser,
  updateUserLocale,
  type UserRow,
} from "./users.repository";

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    locale: row.locale ?? null,
    role: row.role,
  };
}

/** `locale`: the account's language when the input does not name one (the request's). */
export async function registerUser(db: Db, input: RegisterInput, locale?: Locale): Promise<User> {
  await assertAvailable(db, input.username, input.email);
  const passwordHash = await hashPassword(input.password);
  const row = await insertUser(db, {
    username: input.username,
    email: input.email,
    passwordHash,
    locale: input.locale ?? locale ?? null,
  });
  // Lost a race with a simultaneous registration of the same name: answer as if checked up front.
  if (!row) {
    await assertAvailable(db, input.username, input.email);
    throw AppError.conflict("That username or email is already registered");
  }
  return toPublicUser(row);
}

async function assertAvailable(db: Db, username: string, email: string) {
  const taken = await findTakenFields(db, username, email);
  if (!taken.username && !taken.email) return;
  const fieldErrors: Record<string, string[]> = {};
  if (taken.username) fieldErrors.username = ["That username is taken"];
  if (taken.email) fieldErrors.email = ["An account with that email already exists"];
  throw AppError.conflict(
    taken.username ? "That username is taken" : "That email is already registered",
    fieldErrors,
  );
}

/** The user for a username-or-email and password, or null; the same work is done either way. */
export async function authenticate(db: Db, login: string, password: string): Promise<User | null> {
  const row = await findUserByLogin(db, login);
  if (!row) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(row.passwordHash, password)) ? toPublicUser(row) : null;
}

/** Saves the account's language; the user as it is now, or null when the account is gone. */
export async function setUserLocale(db: Db, id: number, locale: Locale): Promise<User | null> {
  const row = await updateUserLocale(db, id, locale);
  return row ? toPublicUser(row) : null;
}

export async function getUser(db: Db, id: number): Promise<User | null> {
  const row = await findUserById(db, id);
  return row ? toPublicUser(row) : null;
}
