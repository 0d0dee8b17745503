import type { Contract } from './contract.ts';

/**
 * Where a contract's endpoint is and who may call it, without its schemas: what the web app's start-up
 * needs to call the endpoint (the sign-in page, the session). Its type carries the contract's, so a call
 * through it is typed as a call through the contract; a module of endpoints loads no schema library.
 */
export interface Endpoint<C extends Contract = Contract> extends Pick<Contract, 'method' | 'group' | 'path' | 'audience'> {
  /** Never set: only the type of the contract the endpoint stands for. */
  readonly contract?: C;
}

/** The endpoint of a contract, declared by hand (a test compares it with the contract). */
export function endpointOf<C extends Contract>(e: Pick<C, 'method' | 'group' | 'path' | 'audience'>): Endpoint<C> {
  return e;
}
