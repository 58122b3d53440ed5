/**
 * The `./contract` module every remote exposes: the contract version it was built against,
 * written into the bundle at build time (remote-rsbuild.ts defines BOATCARE_CONTRACT_VERSION).
 * It must not import shared-domain at run time: that would read the shell's copy (a shared
 * singleton) and always agree.
 */
declare const BOATCARE_CONTRACT_VERSION: number;

export const contractVersion: number = BOATCARE_CONTRACT_VERSION;
