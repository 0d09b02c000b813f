import { useUploadsBusy } from '@platform/ui';

/**
 * A form with uploads: a submit while a file is still uploading is held (it would go without the file), and `sending`
 * keeps the button busy for both. Pass `onBusyChange` to each upload.
 */
export function useHeldSubmit<V>(mutation: { mutate(values: V): void; isPending: boolean }) {
  const uploads = useUploadsBusy();
  return {
    onBusyChange: uploads.onBusyChange,
    submit: (values: V) => {
      if (!uploads.busy) mutation.mutate(values);
    },
    sending: mutation.isPending || uploads.busy,
  };
}
