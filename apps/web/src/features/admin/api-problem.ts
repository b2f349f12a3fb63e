// The admin screens read failed calls as every form does (api/problem).
export { type Problem, problemOf } from '../../api/problem';
