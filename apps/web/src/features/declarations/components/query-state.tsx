// The loading and error views are shared by every screen; declaration screens may still import them from here.
export { ErrorState, LoadingState } from '../../../shared/ui/query-state';
