/** Saves what the server sent (`blob`, of `type`) as a file called `name`, through a link the browser follows once. */
export function saveFile(blob: BlobPart, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([blob], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returns; a minute leaves room for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
