import { REQUEST_MESSAGES } from '@app/shared';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#src/lib/paths';

const LOGIN_PROMPT_ID = 'marketplace-login-prompt';

/**
 * A visitor who tries to request sees 'Please log in to request items', with a way to log
 * in that brings them back here. The toast lives outside the router, so it navigates through a closure.
 */
export function useLoginPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    // Signed-in users are sent from / to their dashboard, so come back to /marketplace with the same filters.
    const from = `${paths.marketplace}${location.search}`;
    notifications.show({
      id: LOGIN_PROMPT_ID,
      color: 'yellow',
      title: REQUEST_MESSAGES.notLoggedIn,
      autoClose: 8000,
      message: (
        <Group justify="space-between" gap="xs" mt={4}>
          <Text size="sm">Verified nonprofits can request items.</Text>
          <Button
            size="xs"
            onClick={() => {
              notifications.hide(LOGIN_PROMPT_ID);
              navigate(paths.login, { state: { from } });
            }}
          >
            Log in
          </Button>
        </Group>
      ),
    });
  }, [navigate, location.search]);
}
