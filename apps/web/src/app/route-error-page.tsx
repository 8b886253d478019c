import { Container } from '@mantine/core';
import { useRouteError } from 'react-router';
import { ErrorFallback } from '../components/errors/error-fallback';

/**
 * The router's error element: a page that throws while rendering, or whose code cannot be loaded,
 * shows this inside the usual header and footer instead of a blank screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Container size="sm" py="xl">
      <ErrorFallback error={error} subject="This page" onTryAgain={() => window.location.reload()} />
    </Container>
  );
}
