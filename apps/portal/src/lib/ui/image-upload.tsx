import { Upload, type UploadProps } from '@platform/ui';
import { api } from '../api.ts';
import { fileUrl } from '../format.ts';

/** The picture formats a form takes (the server's list for images). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** An image upload for a form field that holds the uploaded file's path ('' when none). */
export function ImageUpload({
  path,
  onPath,
  ...props
}: Omit<UploadProps, 'client' | 'accept' | 'value' | 'onChange'> & { path: string; onPath(path: string): void }) {
  return (
    <Upload
      client={api}
      accept={IMAGE_TYPES}
      value={path ? fileUrl(path) : null}
      onChange={(file) => onPath(file?.path ?? '')}
      {...props}
    />
  );
}
