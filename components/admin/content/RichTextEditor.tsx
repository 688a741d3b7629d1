"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { tabAfterKey } from "@/components/ui/Tabs";
import { Callout, type CalloutVariant } from "./callout";
import { LinkDialog, PdfDialog, PictureDialog, TableDialog, type InsertDialog } from "./RichTextDialogs";

/**
 * The rich-text editor of page bodies (TipTap): headings from level 2 (the page title is the
 * level 1), lists, tables, links, pictures uploaded to the site, PDF attachments and callouts.
 * It sends HTML, which the server sanitises on every save. The toolbar follows the WAI-ARIA
 * toolbar pattern (one Tab stop, arrow keys between buttons); every button has a name, toggles
 * say whether they are on (aria-pressed), and the editing area is a labelled multi-line textbox.
 */
export type RichTextEditorProps = {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang?: "en" | "hi";
  describedBy?: string;
  invalid?: boolean;
};

// The editing area shows the text roughly as the page will (headings, lists, tables, callouts).
const EDITING_AREA = [
  "min-h-64 max-h-[70vh] overflow-y-auto rounded-b-md border border-slate-500 bg-white px-4 py-3 text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700",
  "[&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-3 [&_h4]:text-lg [&_h4]:font-semibold [&_p]:my-2",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-brand-900 [&_a]:underline [&_img]:max-h-64 [&_img]:w-auto",
  "[&_table]:my-3 [&_table]:border-collapse [&_td]:border [&_td]:border-slate-400 [&_td]:p-2 [&_th]:border [&_th]:border-slate-400 [&_th]:bg-slate-100 [&_th]:p-2",
  "[&_aside]:my-3 [&_aside]:border-l-4 [&_aside]:px-4 [&_aside]:py-2 [&_.callout-note]:border-brand-700 [&_.callout-note]:bg-brand-50 [&_.callout-warning]:border-amber-700 [&_.callout-warning]:bg-amber-50",
  "[&_.selectedCell]:bg-brand-50",
].join(" ");

export function RichTextEditor({ id, label, value, onChange, lang = "en", describedBy, invalid }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        // An empty paragraph after every table or callout would be stored and shown on the page.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      Image.configure({ inline: false }),
      Table.configure({ resizable: false }),
      TableRow,
      TableHeader,
      TableCell,
      Callout,
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        lang,
        class: EDITING_AREA,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  return (
    <div data-testid={`${id}-rich-text`}>
      {editor ? (
        <Toolbar editor={editor} label={`${label}: formatting`} />
      ) : (
        <div className="h-11 rounded-t-md border border-b-0 border-slate-500 bg-slate-50" />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

type Marks = {
  paragraph: boolean;
  h2: boolean;
  h3: boolean;
  h4: boolean;
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  table: boolean;
  note: boolean;
  warning: boolean;
  canUndo: boolean;
  canRedo: boolean;
};

function marksOf(editor: Editor): Marks {
  return {
    paragraph: editor.isActive("paragraph"),
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    h4: editor.isActive("heading", { level: 4 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    link: editor.isActive("link"),
    table: editor.isActive("table"),
    note: editor.isActive("callout", { variant: "note" }),
    warning: editor.isActive("callout", { variant: "warning" }),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

type Tool = { label: string; text: ReactNode; run: () => void; pressed?: boolean; disabled?: boolean };

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const marks = useEditorState({ editor, selector: ({ editor: current }) => marksOf(current) });
  const [dialog, setDialog] = useState<InsertDialog | null>(null);
  const [focused, setFocused] = useState(0);
  // Set when a dialog inserted something: focus then goes back to the text, after the dialog's
  // own return of focus to the toolbar button (a child's clean-up runs before this effect).
  const backToText = useRef(false);
  useEffect(() => {
    if (dialog !== null || !backToText.current) return;
    backToText.current = false;
    editor.commands.focus();
  }, [dialog, editor]);
  const closeDialog = () => setDialog(null);
  const inserted = () => {
    backToText.current = true;
    setDialog(null);
  };
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();
  const callout = (variant: CalloutVariant) => () => chain().toggleCallout(variant).run();

  const groups: Tool[][] = [
    [
      { label: "Paragraph", text: "¶", run: () => chain().setParagraph().run(), pressed: marks.paragraph },
      { label: "Heading level 2", text: "H2", run: () => chain().toggleHeading({ level: 2 }).run(), pressed: marks.h2 },
      { label: "Heading level 3", text: "H3", run: () => chain().toggleHeading({ level: 3 }).run(), pressed: marks.h3 },
      { label: "Heading level 4", text: "H4", run: () => chain().toggleHeading({ level: 4 }).run(), pressed: marks.h4 },
    ],
    [
      { label: "Bold", text: <strong>B</strong>, run: () => chain().toggleBold().run(), pressed: marks.bold },
      { label: "Italic", text: <em>I</em>, run: () => chain().toggleItalic().run(), pressed: marks.italic },
    ],
    [
      {
        label: "Bulleted list",
        text: "• List",
        run: () => chain().toggleBulletList().run(),
        pressed: marks.bulletList,
      },
      {
        label: "Numbered list",
        text: "1. List",
        run: () => chain().toggleOrderedList().run(),
        pressed: marks.orderedList,
      },
    ],
    [
      { label: marks.link ? "Edit link" : "Link", text: "Link", run: () => setDialog("link"), pressed: marks.link },
      {
        label: "Remove link",
        text: "Unlink",
        run: () => chain().extendMarkRange("link").unsetLink().run(),
        disabled: !marks.link,
      },
      { label: "Picture", text: "Picture", run: () => setDialog("picture") },
      { label: "PDF attachment", text: "PDF", run: () => setDialog("pdf") },
    ],
    [
      { label: "Note callout", text: "Note", run: callout("note"), pressed: marks.note },
      { label: "Warning callout", text: "Warning", run: callout("warning"), pressed: marks.warning },
    ],
    [
      {
        label: "Insert table",
        text: "Table",
        run: () => setDialog("table"),
        disabled: marks.table,
      },
      { label: "Add table row", text: "+ Row", run: () => chain().addRowAfter().run(), disabled: !marks.table },
      {
        label: "Add table column",
        text: "+ Column",
        run: () => chain().addColumnAfter().run(),
        disabled: !marks.table,
      },
      { label: "Delete table row", text: "− Row", run: () => chain().deleteRow().run(), disabled: !marks.table },
      {
        label: "Delete table column",
        text: "− Column",
        run: () => chain().deleteColumn().run(),
        disabled: !marks.table,
      },
      { label: "Delete table", text: "− Table", run: () => chain().deleteTable().run(), disabled: !marks.table },
    ],
    [
      { label: "Undo", text: "Undo", run: () => chain().undo().run(), disabled: !marks.canUndo },
      { label: "Redo", text: "Redo", run: () => chain().redo().run(), disabled: !marks.canRedo },
    ],
  ];
  const tools = groups.flat();
  const current = Math.min(focused, tools.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(current, event.key, tools.length);
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    buttons.current[next]?.focus();
  }

  let index = 0;
  return (
    <>
      <div
        role="toolbar"
        aria-label={label}
        aria-controls={editor.view.dom.id || undefined}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-500 bg-slate-50 p-1"
      >
        {groups.map((group, groupIndex) => (
          <div key={groupIndex} className="flex flex-wrap gap-1 border-slate-300 pr-1 not-last:border-r">
            {group.map((tool) => {
              const position = index++;
              return (
                <button
                  key={tool.label}
                  ref={(element) => {
                    buttons.current[position] = element;
                  }}
                  type="button"
                  tabIndex={position === current ? 0 : -1}
                  aria-label={tool.label}
                  title={tool.label}
                  aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
                  // aria-disabled keeps a disabled tool reachable by the arrow keys, as the pattern asks.
                  aria-disabled={tool.disabled || undefined}
                  onFocus={() => setFocused(position)}
                  onClick={() => {
                    if (!tool.disabled) tool.run();
                  }}
                  className="min-h-9 min-w-9 rounded px-2 text-sm font-semibold text-slate-900 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:text-slate-600 aria-pressed:bg-brand-900 aria-pressed:text-white"
                >
                  {tool.text}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {dialog === "link" ? <LinkDialog editor={editor} onClose={closeDialog} onInserted={inserted} /> : null}
      {dialog === "picture" ? <PictureDialog editor={editor} onClose={closeDialog} onInserted={inserted} /> : null}
      {dialog === "pdf" ? <PdfDialog editor={editor} onClose={closeDialog} onInserted={inserted} /> : null}
      {dialog === "table" ? <TableDialog editor={editor} onClose={closeDialog} onInserted={inserted} /> : null}
    </>
  );
}
