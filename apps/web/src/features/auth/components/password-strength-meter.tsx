import { PASSWORD_MIN_LENGTH, passwordStrength, weakPasswordReason } from '@app/shared';
import { Box, Group, Stack, Text } from '@mantine/core';

const SCORE_COLORS = ['red', 'red', 'orange', 'yellow', 'teal', 'green'] as const;
const SEGMENTS = [1, 2, 3, 4, 5];

export interface PasswordStrengthMeterProps {
  password: string;
  id?: string;
}

/**
 * docs/product.md, Accounts and sign-in: one point each for length 8+, upper case, lower case, digit,
 * symbol; Very Weak..Strong. Below Fair a new password is refused, and the meter says why.
 */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const { score, label } = passwordStrength(password);
  const color = SCORE_COLORS[score] ?? 'red';
  // Once long enough, the reason the form would refuse it, as the server would (shared rule).
  const weak = password.length >= PASSWORD_MIN_LENGTH ? weakPasswordReason(password) : null;
  return (
    <Stack gap={4} id={id}>
      <Group gap={4} grow wrap="nowrap" aria-hidden>
        {SEGMENTS.map((segment) => (
          <Box
            key={segment}
            h={6}
            style={{
              borderRadius: 3,
              transition: 'background-color 150ms ease',
              backgroundColor:
                password && score >= segment ? `var(--mantine-color-${color}-6)` : 'var(--mantine-color-gray-3)',
            }}
          />
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {password ? (
          <>
            Password strength:{' '}
            <Text span size="xs" fw={600} c="var(--mantine-color-text)">
              {label}
            </Text>
            {weak && <> — {weak}</>}
          </>
        ) : (
          'Use 8 or more characters with upper and lower case letters, a number and a symbol.'
        )}
      </Text>
    </Stack>
  );
}
