// /account is the same hub as /compte (SPEC.md route table).
export {default, loader, meta} from './compte';
