import { Box, Button, Field, Flex, IconButton, Input, Stack } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react';
import {
  MdFormatBold,
  MdFormatItalic,
  MdFormatListBulleted,
  MdFormatListNumbered,
  MdImage,
  MdLink,
} from 'react-icons/md';
import { CatalogPicturePicker } from './catalog-picture-picker';

/**
 * The markup the editor writes: what the api's sanitiser keeps (h2/h3, lists, emphasis, links, the
 * catalog's own pictures).
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    blockquote: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['https', 'http', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** The editor's HTML, '' when it holds no text. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

const contentCss = {
  '& .ProseMirror': {
    minH: '10rem',
    p: '3',
    outline: 'none',
    '& > * + *': { mt: '2' },
    '& h2': { fontSize: 'xl', fontWeight: '600' },
    '& h3': { fontSize: 'lg', fontWeight: '600' },
    '& ul': { ps: '5', listStyleType: 'disc' },
    '& ol': { ps: '5', listStyleType: 'decimal' },
    '& a': { color: 'brand.fg', textDecoration: 'underline' },
    '& img': { maxW: 'full', h: 'auto', borderRadius: 'md' },
    '& img.ProseMirror-selectednode': {
      outline: '2px solid',
      outlineColor: 'colorPalette.focusRing',
    },
  },
};

/** A mouse press on a toolbar button leaves the focus (and the selection) in the text. */
const keepTextFocus = (event: MouseEvent): void => event.preventDefault();

/**
 * A toolbar toggle: its name for screen readers, whether it is on, and what it does. A mouse press
 * does not take focus from the text, so the selection stays and typing goes on at once (the
 * command's own `focus()` waits a frame); keyboard users still reach it with Tab.
 */
function Tool(props: { label: string; active: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      size="sm"
      variant={props.active ? 'solid' : 'outline'}
      aria-label={props.label}
      aria-pressed={props.active}
      title={props.label}
      onMouseDown={keepTextFocus}
      onClick={props.onClick}
    >
      {props.children}
    </IconButton>
  );
}

/** The link row: the address of the selected link (or a new one), applied or removed. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const inputId = useId();
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (url) chain.setLink({ href: url }).run();
    else chain.unsetLink().run();
    onDone();
  };
  return (
    <Flex gap="2" align="end" wrap="wrap" px="2" pb="2">
      <Field.Root flex="1" minW="12rem">
        <Field.Label htmlFor={inputId}>Link address</Field.Label>
        <Input
          id={inputId}
          size="sm"
          type="url"
          placeholder="https://"
          value={href}
          autoFocus
          onChange={(e) => setHref(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
      </Field.Root>
      <Button size="sm" onClick={apply}>
        Apply link
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onDone();
        }}
      >
        Remove link
      </Button>
    </Flex>
  );
}

/** The formatting buttons, each showing whether it applies at the cursor. */
function Toolbar({
  editor,
  onLink,
  onPicture,
}: {
  editor: Editor;
  onLink: () => void;
  onPicture: () => void;
}) {
  const on = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      picture: e.isActive('image'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Flex role="toolbar" aria-label="Formatting" gap="1" wrap="wrap" p="2">
      <Button
        size="sm"
        variant={on.h2 ? 'solid' : 'outline'}
        aria-pressed={on.h2}
        onMouseDown={keepTextFocus}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        Heading
      </Button>
      <Button
        size="sm"
        variant={on.h3 ? 'solid' : 'outline'}
        aria-pressed={on.h3}
        onMouseDown={keepTextFocus}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        Subheading
      </Button>
      <Tool label="Bold" active={on.bold} onClick={() => chain().toggleBold().run()}>
        <MdFormatBold />
      </Tool>
      <Tool label="Italic" active={on.italic} onClick={() => chain().toggleItalic().run()}>
        <MdFormatItalic />
      </Tool>
      <Tool
        label="Bulleted list"
        active={on.bullets}
        onClick={() => chain().toggleBulletList().run()}
      >
        <MdFormatListBulleted />
      </Tool>
      <Tool
        label="Numbered list"
        active={on.numbers}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <MdFormatListNumbered />
      </Tool>
      <Tool label="Link" active={on.link} onClick={onLink}>
        <MdLink />
      </Tool>
      <Tool label="Picture" active={on.picture} onClick={onPicture}>
        <MdImage />
      </Tool>
    </Flex>
  );
}

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The field's visible label. */
  label: string;
  /** The HTML shown ('' for empty); when it changes from outside, the editor shows it. */
  value: string;
  /** Called with the new HTML ('' when empty) on every change. */
  onChange: (html: string) => void;
  /** The error under the field, if any. */
  error?: string;
}

/**
 * A rich text field for office staff (issue 26): Tiptap with headings, bold, italic, bulleted and
 * numbered lists, links and pictures from the catalog, writing HTML the api sanitises again on save. Loaded only in the admin
 * console's chunk (the storefront never imports admin code).
 */
export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const labelId = useId();
  const [open, setOpen] = useState<'link' | 'picture' | null>(null);
  const toggle = (row: 'link' | 'picture') => setOpen((v) => (v === row ? null : row));
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(htmlOf(e)),
  });
  useEffect(() => {
    if (editor && htmlOf(editor) !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label id={labelId} as="span">
        {label}
      </Field.Label>
      <Stack
        gap="0"
        w="full"
        borderWidth="1px"
        borderRadius="md"
        borderColor={error ? 'border.error' : 'border'}
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        {editor ? (
          <Toolbar
            editor={editor}
            onLink={() => toggle('link')}
            onPicture={() => toggle('picture')}
          />
        ) : null}
        {editor && open === 'link' ? (
          <LinkForm editor={editor} onDone={() => setOpen(null)} />
        ) : null}
        {editor && open === 'picture' ? (
          <CatalogPicturePicker
            onClose={() => setOpen(null)}
            onPick={(picture) => {
              editor.chain().focus().setImage(picture).run();
              setOpen(null);
            }}
          />
        ) : null}
        <Box borderTopWidth="1px" css={contentCss}>
          <EditorContent editor={editor} />
        </Box>
      </Stack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
