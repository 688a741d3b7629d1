"use client";

import { useState, type ReactNode } from "react";
import { Modal } from "@/components/ui/Modal";
import { useClientWords } from "@/components/i18n/ClientWords";
import { ExternalLink } from "./ExternalLink";

/**
 * The footer's YouTube button: DSEU has more than one channel, so it opens a small list of them.
 * The drawings come from the server, so the icons' code stays out of the browser's JavaScript.
 */
export function YoutubeLinks({
  channels,
  className,
  icon,
  channelIcon,
}: {
  channels: readonly { name: string; href: string }[];
  className: string;
  icon: ReactNode;
  channelIcon: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const words = useClientWords();
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {icon}
        <span className="sr-only">YouTube</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={words.youtubeLinks}>
        <ul className="space-y-3">
          {channels.map((channel) => (
            <li key={channel.href}>
              <ExternalLink
                href={channel.href}
                className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-semibold text-brand-900 hover:bg-brand-50"
              >
                {channelIcon}
                {channel.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
