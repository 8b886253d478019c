// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '#src/config/theme';
import { StateSelect } from './state-select';

function SignupLikeForm({ onSubmit }: { onSubmit: () => void }) {
  const [state, setState] = useState<string | null>(null);
  return (
    <MantineProvider env="test" theme={theme}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <StateSelect label="State" value={state} onChange={setState} />
        <output data-testid="stored">{state ?? ''}</output>
        <button type="submit">Create account</button>
      </form>
    </MantineProvider>
  );
}

/** Opens the list as a click would, then types once the list has settled (as a person does). */
async function typeInto(text: string) {
  await act(async () => {
    input().focus();
    fireEvent.click(input());
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  await act(async () => void fireEvent.change(input(), { target: { value: text } }));
}

const input = () => screen.getByRole('combobox', { name: 'State' });

afterEach(cleanup);

describe('StateSelect', () => {
  it('finds Illinois from "Illi", chooses it on Enter, stores IL, and does not submit the form', async () => {
    const onSubmit = vi.fn();
    render(<SignupLikeForm onSubmit={onSubmit} />);
    await typeInto('Illi');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Illinois (IL)']);
    let submitted = true;
    await act(async () => {
      submitted = fireEvent.keyDown(input(), { key: 'Enter', code: 'Enter' });
    });
    // false: the browser's default (submitting the form) was prevented.
    expect(submitted).toBe(false);
    expect(screen.getByTestId('stored').textContent).toBe('IL');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts the state whose code was typed first', async () => {
    render(<SignupLikeForm onSubmit={() => {}} />);
    await typeInto('in');
    expect(screen.getAllByRole('option')[0]!.textContent).toBe('Indiana (IN)');
  });
});
