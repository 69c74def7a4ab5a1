/**
 * Rich-text editor (tiptap) for richText fields. The server sanitises what it stores; this editor
 * only produces the basic formatting the portal renders (headings, lists, quotes, links).
 */
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, RedoOutlined, UndoOutlined, UnorderedListOutlined } from '@ant-design/icons';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import './rteI18n';

type Props = { value?: string | null; onChange?: (html: string) => void; disabled?: boolean; id?: string; 'aria-label'?: string };

export default function RichTextEditor({ value, onChange, disabled, id, ...rest }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, protocols: ['http', 'https'] })],
    content: value ?? '',
    editable: !disabled,
    editorProps: { attributes: { class: 'rte__content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': rest['aria-label'] ?? '', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML() && !editor.isFocused) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  if (!editor) return null;
  const tool = (label: string, icon: React.ReactNode, onClick: () => void, isActive = false) => (
    <Tooltip title={label}>
      <Button size="small" type={isActive ? 'primary' : 'text'} icon={icon} aria-label={label} aria-pressed={isActive} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
  return (
    <div className="rte">
      <div className="rte__toolbar" role="toolbar" aria-label={t('rte.toolbar')}>
        {tool(t('rte.bold'), <BoldOutlined />, () => editor.chain().focus().toggleBold().run(), editor.isActive('bold'))}
        {tool(t('rte.italic'), <ItalicOutlined />, () => editor.chain().focus().toggleItalic().run(), editor.isActive('italic'))}
        <Divider orientation="vertical" />
        {([2, 3] as const).map((level) => (
          <Tooltip key={level} title={`${t('rte.heading')} ${level}`}>
            <Button size="small" type={editor.isActive('heading', { level }) ? 'primary' : 'text'} onClick={() => editor.chain().focus().toggleHeading({ level }).run()} disabled={disabled}>
              H{level}
            </Button>
          </Tooltip>
        ))}
        {tool(t('rte.bulletList'), <UnorderedListOutlined />, () => editor.chain().focus().toggleBulletList().run(), editor.isActive('bulletList'))}
        {tool(t('rte.orderedList'), <OrderedListOutlined />, () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
        {tool(
          t('rte.link'),
          <LinkOutlined />,
          () => {
            const href = window.prompt(t('rte.linkPrompt'), editor.getAttributes('link').href ?? 'https://');
            if (href === null) return;
            if (href === '') editor.chain().focus().unsetLink().run();
            else if (/^https?:\/\//.test(href)) editor.chain().focus().setLink({ href }).run();
          },
          editor.isActive('link'),
        )}
        <Divider orientation="vertical" />
        {tool(t('rte.undo'), <UndoOutlined />, () => editor.chain().focus().undo().run())}
        {tool(t('rte.redo'), <RedoOutlined />, () => editor.chain().focus().redo().run())}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
