// The login schema alone, for the login form's dynamic import: zod loads once someone submits or
// starts typing, not with the page. Importing '@app/shared' itself dynamically would bring every schema.
export { loginRequestSchema } from '@app/shared';
