// The marketplace feature's public entry: what other features may import from it. The router (app/)
// loads its pages itself; the nonprofit's need dialog asks for an event and the intended use exactly
// as the request dialog does.
export { EventSelect } from './components/event-select';
export { GiftUseField } from './components/gift-use-field';
