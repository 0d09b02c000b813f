import { Button, Group, Input, Paper, Popover, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type ReactNode, useRef, useState } from 'react';
import { useAppTexts } from '../texts.ts';
import { applyFormat, type Format, insertLink, isSafeHref, type TextSelection } from './formatting.ts';
import { HtmlPreview } from './html-preview.tsx';

interface RichTextFieldProps {
  label: string;
  description?: ReactNode;
  value?: string;
  onChange(value: string): void;
  error?: ReactNode;
  maxLength?: number;
  withAsterisk?: boolean;
  minRows?: number;
}

// What each button shows; its accessible name is the format's full name.
const BUTTONS: { format: Format; face: ReactNode }[] = [
  { format: 'bold', face: <strong>B</strong> },
  { format: 'italic', face: <em>I</em> },
  { format: 'heading', face: 'H2' },
  { format: 'subheading', face: 'H3' },
  { format: 'paragraph', face: '¶' },
  { format: 'quote', face: '“ ”' },
  { format: 'bulletList', face: '• —' },
  { format: 'numberedList', face: '1. —' },
];

/**
 * Long text with a small formatting toolbar that writes limited HTML (bold, italic, headings, paragraphs, quotes,
 * lists, links), and a preview of how it reads. The server sanitises what it stores, whatever is typed here.
 */
export function RichTextField({
  label,
  description,
  value = '',
  onChange,
  error,
  maxLength,
  ...props
}: RichTextFieldProps) {
  const { t } = useAppTexts();
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<string | null>('write');
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [hrefError, setHrefError] = useState<string | null>(null);
  const kept = useRef<TextSelection | null>(null);

  const selection = (): TextSelection => {
    const el = area.current;
    return { value, start: el?.selectionStart ?? value.length, end: el?.selectionEnd ?? value.length };
  };
  const commit = (next: TextSelection) => {
    onChange(maxLength ? next.value.slice(0, maxLength) : next.value);
    // After React writes the new text, put the caret (or selection) back where the format left it.
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.start, next.end);
    });
  };
  const submitLink = () => {
    if (!isSafeHref(href)) {
      setHrefError(t('richText.linkInvalid'));
      return;
    }
    commit(insertLink(kept.current ?? selection(), href));
    setLinkOpen(false);
  };

  return (
    <Input.Wrapper
      id={`${id}-input`}
      label={label}
      description={description}
      error={error}
      withAsterisk={props.withAsterisk}
    >
      <Tabs value={tab} onChange={setTab} mt={4} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">{t('richText.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('richText.preview')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Stack gap={6}>
            <Group
              gap={4}
              role="toolbar"
              aria-label={t('richText.toolbar', { field: label })}
              aria-controls={`${id}-input`}
            >
              {BUTTONS.map(({ format, face }) => (
                <Button
                  key={format}
                  size="compact-sm"
                  variant="default"
                  aria-label={t(`richText.formats.${format}`)}
                  title={t(`richText.formats.${format}`)}
                  onClick={() => commit(applyFormat(selection(), format))}
                >
                  {face}
                </Button>
              ))}
              <Popover opened={linkOpen} onChange={setLinkOpen} trapFocus withArrow position="bottom-start" returnFocus>
                <Popover.Target>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-haspopup="dialog"
                    aria-expanded={linkOpen}
                    onClick={() => {
                      kept.current = selection();
                      setHref('');
                      setHrefError(null);
                      setLinkOpen((open) => !open);
                    }}
                  >
                    {t('richText.formats.link')}
                  </Button>
                </Popover.Target>
                <Popover.Dropdown aria-label={t('richText.formats.link')}>
                  <Stack gap="xs" w={260}>
                    <TextInput
                      label={t('richText.linkAddress')}
                      description={t('richText.linkHint')}
                      type="url"
                      value={href}
                      error={hrefError}
                      onChange={(event) => setHref(event.currentTarget.value)}
                      onKeyDown={(event) => {
                        if (event.key === 'Enter') {
                          event.preventDefault();
                          submitLink();
                        }
                      }}
                    />
                    <Button size="xs" onClick={submitLink}>
                      {t('richText.linkInsert')}
                    </Button>
                  </Stack>
                </Popover.Dropdown>
              </Popover>
            </Group>
            <Textarea
              ref={area}
              id={`${id}-input`}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
              autosize
              minRows={props.minRows ?? 8}
              maxRows={20}
              maxLength={maxLength}
              spellCheck
              error={Boolean(error)}
              aria-describedby={[
                `${id}-hint`,
                description ? `${id}-input-description` : '',
                error ? `${id}-input-error` : '',
              ]
                .join(' ')
                .trim()}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            />
            <Text id={`${id}-hint`} size="xs" c="dimmed">
              {t('richText.hint')}
            </Text>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          <Paper withBorder p="sm" mih={120}>
            {value.trim() ? <HtmlPreview html={value} /> : <Text c="dimmed">{t('richText.previewEmpty')}</Text>}
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
