// The marketplace feature's public entry: what other features may import from it. The router (app/)
// loads its pages itself; the needs board asks for an event and the intended use exactly as the
// request dialog does, and shows an offer's delivery options as an item card does.
export { DeliveryBadges } from './components/delivery-badges';
export { EventSelect } from './components/event-select';
export { GiftUseField } from './components/gift-use-field';
