import { Dropzone } from '@mantine/dropzone';
import { IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A dropzone's picture for each state: accept and reject are the same everywhere, idle says what goes in. */
export function DropzoneStatusIcon({ idle }: { idle: ReactNode }) {
  return (
    <>
      <Dropzone.Accept>
        <IconUpload size={36} color="var(--mantine-color-teal-7)" aria-hidden />
      </Dropzone.Accept>
      <Dropzone.Reject>
        <IconX size={36} color="var(--mantine-color-red-7)" aria-hidden />
      </Dropzone.Reject>
      <Dropzone.Idle>{idle}</Dropzone.Idle>
    </>
  );
}
