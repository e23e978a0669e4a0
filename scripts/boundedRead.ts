import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

/**
 * A file's text, read only if it is a regular file of at most `maxBytes`: a scripts' reader of
 * files people name on the command line. A device (`/dev/zero` never ends), a pipe or a directory
 * is refused at once, and a file that grows while read is cut off at the limit and refused; the
 * error says why in words. Opened without blocking, so a pipe with no writer cannot hang it.
 */
export function readBoundedText(path: string, maxBytes: number): string {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error('not a regular file');
    const tooLarge = () => new Error(`larger than ${Math.round(maxBytes / 1024)} kB`);
    if (stat.size > maxBytes) throw tooLarge();
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (;;) {
      const read = readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > maxBytes) throw tooLarge();
    }
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    closeSync(fd);
  }
}
