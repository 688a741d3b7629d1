"use server";

import { redirect } from "next/navigation";
import { actionActor, answerServiceRefusal } from "../auth/action-guard";
import { checkArguments, isText } from "../http/action-arguments";
import { ValidationError } from "../errors";
import { restoreNoticeVersion } from "./history";
import { noticeHistoryPath } from "./history-path";
import { NOTICE_STAFF } from "./roles";

/** "Restore this version" on a notice's history page: one service call, then the page again, saying what happened. */
export async function restoreNoticeVersionAction(id: string, entryId: string): Promise<void> {
  checkArguments(isText(id), isText(entryId));
  const actor = await actionActor(...NOTICE_STAFF);
  let outcome = "restored";
  try {
    await restoreNoticeVersion(actor, id, entryId);
  } catch (error) {
    if (!(error instanceof ValidationError)) answerServiceRefusal(error);
    outcome = "refused";
  }
  redirect(`${noticeHistoryPath(id)}?${outcome}=1`);
}
