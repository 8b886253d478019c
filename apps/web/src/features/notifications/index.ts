// The notifications feature's public entry: what other features may import from it. Nothing yet: the
// router (app/) loads its pages itself.
export {};
