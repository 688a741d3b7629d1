import { Node, mergeAttributes } from "@tiptap/core";

/**
 * A callout: a boxed block of paragraphs that stands out from the text, as a note or a warning.
 * Stored as <aside class="callout callout-note|callout-warning">, the only classes the server's
 * sanitizer keeps (lib/content/rich-text.ts); the site's stylesheet gives them their look.
 */
export const CALLOUT_VARIANTS = ["note", "warning"] as const;
export type CalloutVariant = (typeof CALLOUT_VARIANTS)[number];

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    callout: {
      /** Wraps the selected blocks in a callout, or takes them out of one of the same variant. */
      toggleCallout: (variant: CalloutVariant) => ReturnType;
    };
  }
}

export const Callout = Node.create({
  name: "callout",
  group: "block",
  content: "block+",
  defining: true,

  addAttributes() {
    return {
      variant: {
        default: "note" as CalloutVariant,
        parseHTML: (element: HTMLElement): CalloutVariant =>
          element.classList.contains("callout-warning") ? "warning" : "note",
        renderHTML: (attributes: { variant?: CalloutVariant }) => ({
          class: `callout callout-${attributes.variant === "warning" ? "warning" : "note"}`,
        }),
      },
    };
  },

  parseHTML() {
    return [{ tag: "aside.callout" }];
  },

  renderHTML({ HTMLAttributes }) {
    return ["aside", mergeAttributes(HTMLAttributes), 0];
  },

  addCommands() {
    return {
      toggleCallout:
        (variant) =>
        ({ editor, commands }) => {
          if (editor.isActive(this.name, { variant })) return commands.lift(this.name);
          if (editor.isActive(this.name)) return commands.updateAttributes(this.name, { variant });
          return commands.wrapIn(this.name, { variant });
        },
    };
  },
});
