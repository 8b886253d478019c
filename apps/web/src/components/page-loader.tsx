import { Center, Loader } from '@mantine/core';

/** A centred spinner while a page or its data loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
