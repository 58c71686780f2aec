import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Box } from '@mui/material';

/**
 * A rich text shown, not edited (a version's preview): read through the editor's own schema, so only what the
 * editor knows is drawn, whatever the text holds.
 */
export function RichTextView({ html, label }: { html: string; label: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } }), Image],
    content: html,
    editable: false,
    editorProps: { attributes: { 'aria-label': label, role: 'document' } },
  });
  return (
    <Box
      sx={{
        '& .ProseMirror': { outline: 'none', overflowWrap: 'anywhere' },
        '& .ProseMirror img': { maxWidth: '100%', height: 'auto', display: 'block' },
        '& .ProseMirror a': { color: 'primary.main' },
      }}
    >
      <EditorContent editor={editor} />
    </Box>
  );
}
