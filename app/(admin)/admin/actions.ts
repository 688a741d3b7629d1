"use server";

import { staffActor } from "@/lib/auth/staff-session";
import { signOutEverywhere } from "@/lib/users/service";

export async function signOutEverywhereAction(): Promise<void> {
  await signOutEverywhere(await staffActor());
}
