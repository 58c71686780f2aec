import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, type Editor } from '@tiptap/react';
import { Box, Divider, IconButton, TextField, Tooltip } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import InsertPhotoOutlined from '@mui/icons-material/InsertPhotoOutlined';
import Undo from '@mui/icons-material/Undo';
import Redo from '@mui/icons-material/Redo';
import { useUploadDialog } from '../../../components/upload/use-upload-dialog.tsx';
import { LinkDialog } from './LinkDialog.tsx';

/** One toolbar button: a real button with its name, pressed state for formats, a tooltip for sighted users. */
function ToolButton({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      // Clicking keeps the editor's selection: the format applies to the text chosen.
      onMouseDown={(event) => event.preventDefault()}
      color={pressed ? 'primary' : 'default'}
      sx={pressed ? { bgcolor: 'action.selected' } : undefined}
    >
      {children}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}

/** The image's description, asked beside the upload (screen readers say it in place of the picture). */
function AltField({ label, onChange }: { label: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onChange(event.target.value);
      }}
      fullWidth
      size="small"
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

/**
 * The rich text editor's toolbar (role toolbar, named by the field): Tab reaches each button, the arrow keys move
 * between them. The image button uploads through the upload dialog the image fields use (the client's library) and
 * inserts the stored address.
 */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const upload = useUploadDialog();
  const [linking, setLinking] = useState(false);
  const alt = useRef('');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const insertImage = async () => {
    alt.current = '';
    const result = await upload.open({
      mode: 'image',
      title: t('collection.richtext.imageTitle', { label }),
      children: <AltField label={t('collection.richtext.imageAlt')} onChange={(value) => (alt.current = value)} />,
    });
    if (!result) return void editor.commands.focus();
    chain().setImage({ src: result.path, alt: alt.current.trim() }).run();
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length].focus();
  };

  const say = (key: string) => t(`collection.richtext.${key}`);
  return (
    <Box
      role="toolbar"
      aria-label={t('collection.richtext.toolbar', { label })}
      onKeyDown={moveFocus}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <ToolButton label={say('bold')} pressed={state?.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBold />
      </ToolButton>
      <ToolButton label={say('italic')} pressed={state?.italic} onClick={() => chain().toggleItalic().run()}>
        <FormatItalic />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={say('heading2')} pressed={state?.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 15, width: 24 }}>
          H2
        </Box>
      </ToolButton>
      <ToolButton label={say('heading3')} pressed={state?.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        <Box component="span" aria-hidden sx={{ fontWeight: 700, fontSize: 13, width: 24 }}>
          H3
        </Box>
      </ToolButton>
      <ToolButton label={say('bulletList')} pressed={state?.bullet} onClick={() => chain().toggleBulletList().run()}>
        <FormatListBulleted />
      </ToolButton>
      <ToolButton label={say('orderedList')} pressed={state?.ordered} onClick={() => chain().toggleOrderedList().run()}>
        <FormatListNumbered />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={say('link')} pressed={state?.link} onClick={() => setLinking(true)}>
        <InsertLink />
      </ToolButton>
      <ToolButton label={say('image')} onClick={() => void insertImage()}>
        <InsertPhotoOutlined />
      </ToolButton>
      <Divider orientation="vertical" flexItem />
      <ToolButton label={say('undo')} disabled={!state?.canUndo} onClick={() => chain().undo().run()}>
        <Undo />
      </ToolButton>
      <ToolButton label={say('redo')} disabled={!state?.canRedo} onClick={() => chain().redo().run()}>
        <Redo />
      </ToolButton>
      {linking ? (
        <LinkDialog
          href={state?.href ?? ''}
          onClose={(href) => {
            setLinking(false);
            if (href === null) return void editor.commands.focus();
            if (href === '') chain().extendMarkRange('link').unsetLink().run();
            // Nothing selected: the address goes in as its own linked text.
            else if (editor.state.selection.empty && !state?.link)
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
        />
      ) : null}
      {upload.dialog}
    </Box>
  );
}
