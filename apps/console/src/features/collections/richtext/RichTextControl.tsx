import { useEffect, useId } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Box, FormControl, FormHelperText, FormLabel } from '@mui/material';
import type { ControlProps } from '../../../components/control-props.ts';
import { RichTextToolbar } from './RichTextToolbar.tsx';

/** What a refused save focuses (react-hook-form's ref): the editor itself. */
interface Focusable {
  focus: () => void;
}

export interface RichTextControlProps extends Omit<ControlProps<string>, 'inputRef'> {
  inputRef?: (instance: Focusable | null) => void;
}

/** The editor's extensions: the tags they make are the ones the API keeps (contract RICH_TEXT_TAGS). */
const EXTENSIONS = [
  StarterKit.configure({
    // The page's title is its h1: the text's headings start at h2.
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
  }),
  Image.configure({ allowBase64: false }),
];

/**
 * A rich text field (issue 28): TipTap's editor, a labelled multi-line textbox, under a toolbar of real buttons
 * (bold, italic, headings, lists, link, an image from the client's library, undo and redo). Its value is the editor's
 * HTML, '' when empty; the API sanitises it on every write.
 */
export function RichTextControl({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  required,
  readOnly,
  error,
  help,
}: RichTextControlProps) {
  const labelId = useId();
  const helpId = useId();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value || '',
    editable: !readOnly,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error || help ? { 'aria-describedby': helpId } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        'data-name': name,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
  });

  // The described-by and invalid state follow the field's error after the editor was made.
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          'aria-describedby': error || help ? helpId : '',
          'aria-invalid': error ? 'true' : 'false',
        },
      },
    });
  }, [editor, error, help, helpId]);

  // A value set from outside (a form reset) reaches the editor; the editor's own changes are already in it.
  useEffect(() => {
    if (!editor || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value || '') !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    inputRef?.(editor ? { focus: () => editor.commands.focus() } : null);
  }, [editor, inputRef]);

  return (
    <FormControl error={Boolean(error)} required={required} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        {readOnly || !editor ? null : <RichTextToolbar editor={editor} label={label} />}
        <Box
          sx={{
            '& .ProseMirror': {
              minHeight: 180,
              px: 2,
              py: 1.5,
              outline: 'none',
              overflowWrap: 'anywhere',
            },
            '& .ProseMirror img': { maxWidth: '100%', height: 'auto', display: 'block', my: 1 },
            '& .ProseMirror img.ProseMirror-selectednode': { outline: 3, outlineColor: 'primary.main' },
            '& .ProseMirror a': { color: 'primary.main', textDecoration: 'underline' },
            '& .ProseMirror p': { my: 1 },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error || help ? <FormHelperText id={helpId}>{error ?? help}</FormHelperText> : null}
    </FormControl>
  );
}
