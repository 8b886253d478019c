import { ACKNOWLEDGEMENT_TEXT } from '@app/shared';
import { Checkbox, TextInput } from '@mantine/core';
import type { z } from 'zod';

/** What a person at the nonprofit types to sign (docs/product.md, Acknowledgement letters). */
export interface SignatureValues {
  name: string;
  title: string;
  authorised: boolean;
}

export const EMPTY_SIGNATURE: SignatureValues = { name: '', title: '', authorised: false };

/**
 * The message of the first problem the schema found with a field, once the person tried to submit:
 * the browser says what the server would refuse, in the same words.
 */
export function problemOf(parsed: z.ZodSafeParseResult<unknown>, tried: boolean) {
  return (field: string): string | undefined =>
    tried && !parsed.success ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message : undefined;
}

export interface SignatureFieldsProps {
  /** The organisation the person signs for, named in the "authorised" box. */
  organization: string;
  values: SignatureValues;
  onChange: (values: SignatureValues) => void;
  problem: (field: keyof SignatureValues) => string | undefined;
  /** The dialog's first field: focused when it opens. */
  autoFocus?: boolean;
}

/**
 * The signature's typed full name, title and "I am authorised" box, the same wherever a letter is
 * signed: on confirming a delivery, later from the dashboard, and in a correction.
 */
export function SignatureFields({ organization, values, onChange, problem, autoFocus = false }: SignatureFieldsProps) {
  return (
    <>
      <TextInput
        label="Full name"
        value={values.name}
        onChange={(event) => onChange({ ...values, name: event.currentTarget.value })}
        error={problem('name')}
        autoComplete="name"
        maxLength={200}
        required
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        label="Title"
        description="Your role at the organization, e.g. Executive Director"
        value={values.title}
        onChange={(event) => onChange({ ...values, title: event.currentTarget.value })}
        error={problem('title')}
        autoComplete="organization-title"
        maxLength={200}
        required
      />
      <Checkbox
        label={ACKNOWLEDGEMENT_TEXT.authorised(organization)}
        checked={values.authorised}
        onChange={(event) => onChange({ ...values, authorised: event.currentTarget.checked })}
        error={problem('authorised')}
        required
      />
    </>
  );
}
