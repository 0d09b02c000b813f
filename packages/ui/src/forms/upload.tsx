import { Anchor, Button, FileButton, Group, Image, Input, Stack } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { type Client, isApiError, type UploadResult } from '@platform/client';
import type { FILE_VISIBILITY } from '@platform/contracts';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { useMessage } from '../i18n/use-message.ts';
import {
  acceptsImagesOnly,
  checkUploadSize,
  isImageFile,
  matchesAccept,
  UPLOAD_ACCEPT,
  uploadFields,
} from './upload-check.ts';

export interface UploadProps {
  client: Pick<Client, 'upload' | 'fetchFile'>;
  label: ReactNode;
  description?: ReactNode;
  /** The address of the file uploaded so far (UploadResult.url), or null. */
  value: string | null;
  onChange: (file: UploadResult | null) => void;
  visibility?: (typeof FILE_VISIBILITY)[number];
  maxBytes?: number;
  accept?: string;
  required?: boolean;
  disabled?: boolean;
  /** A validation message from the form (e.g. 'Please Upload Image'). */
  error?: ReactNode;
  /** On phones, open the camera (`environment`: the back one) instead of the file list. */
  capture?: 'user' | 'environment';
  /** Told when an upload starts and ends, so a form can wait for it before it submits (`useUploadsBusy`). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * For a form with uploads: `busy` while any of them is sending a file, to hold the form's submit button until the
 * files are in (a submit pressed mid-upload would be refused as if no file had been chosen). Pass `onBusyChange` to
 * each Upload.
 */
export function useUploadsBusy() {
  const [count, setCount] = useState(0);
  const onBusyChange = useCallback((busy: boolean) => setCount((n) => Math.max(0, n + (busy ? 1 : -1))), []);
  return { busy: count > 0, onBusyChange };
}

interface Preview {
  url: string;
  name: string;
  isImage: boolean;
}

/**
 * An image or PDF picker that uploads through the client (`POST /file/uploadOne`). Files over the limit are refused before
 * anything is sent ('The size cannot exceed 10M'); a failed upload says 'Upload fail' (or the server's reason); images are
 * previewed. Private files are previewed through the client, which carries the token.
 */
export function Upload({ client, label, description, value, onChange, visibility = 'private', ...props }: UploadProps) {
  const { t } = useTexts(COMMON);
  const say = useMessage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [pickedName, setPickedName] = useState<string | null>(null);
  const preview = usePreview(client, value);
  const shownName = pickedName ?? preview?.name ?? '';

  async function pick(file: File | null) {
    if (!file) return;
    setProblem(null);
    // An images-only picker can still be given another file (its "All files" choice): said as images only.
    if (acceptsImagesOnly(props.accept) && !matchesAccept(file, props.accept)) {
      setProblem(say('fileNotImage'));
      return;
    }
    const refusal = checkUploadSize(file, props.maxBytes);
    if (refusal) {
      setProblem(t('sizeExceeded', { size: refusal.sizeMb }));
      return;
    }
    setBusy(true);
    props.onBusyChange?.(true);
    try {
      onChange(await client.upload(file, { fields: uploadFields(visibility, props.accept) }));
      setPickedName(file.name);
    } catch (error) {
      if (isApiError(error) && error.silent) return;
      setProblem(isApiError(error) && error.kind === 'api' && error.msg ? error.msg : t('uploadFail'));
    } finally {
      setBusy(false);
      props.onBusyChange?.(false);
    }
  }

  const error = problem ?? props.error;
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : ''].join(' ').trim();
  return (
    // The label is a div: a <label for> would replace the button's own words ("Choose file") as its name.
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      description={description}
      error={error}
      required={props.required}
    >
      <Stack gap="xs" mt={4}>
        <Group gap="xs">
          <FileButton
            onChange={(file) => void pick(file)}
            accept={props.accept ?? UPLOAD_ACCEPT}
            capture={props.capture}
            disabled={busy}
          >
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                loading={busy}
                disabled={props.disabled}
                aria-labelledby={`${id}-label ${id}-action`}
                aria-describedby={describedBy || undefined}
              >
                <span id={`${id}-action`}>{value ? t('replaceFile') : t('chooseFile')}</span>
              </Button>
            )}
          </FileButton>
          {value && !busy && (
            <Button
              variant="subtle"
              color="red"
              c="var(--mantine-color-error)"
              onClick={() => {
                setPickedName(null);
                onChange(null);
              }}
              disabled={props.disabled}
            >
              {t('removeFile')}
            </Button>
          )}
        </Group>
        {preview &&
          (preview.isImage ? (
            <Image
              src={preview.url}
              alt={preview.name}
              radius="sm"
              style={{ width: 'auto', maxWidth: '100%', maxHeight: 220, alignSelf: 'flex-start' }}
            />
          ) : (
            <Anchor href={preview.url} target="_blank" rel="noopener">
              {t('openFile', { name: shownName })}
            </Anchor>
          ))}
      </Stack>
    </Input.Wrapper>
  );
}

/** A local object URL for the uploaded file, fetched with the token so private files show too. */
function usePreview(client: Pick<Client, 'fetchFile'>, url: string | null): Preview | null {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    setPreview(null);
    if (!url) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    client
      .fetchFile(url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setPreview({ url: objectUrl, name: url.split('/').pop() ?? url, isImage: isImageFile(blob) });
      })
      .catch(() => {
        // A preview that cannot be fetched is simply not shown; the upload itself stands.
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, url]);
  return preview;
}
