// The items feature's public surface: what other server features import from it.
export { pictureOf } from './items.presenter';
export { resolveViewer, visibilityCondition } from './items.visibility';
