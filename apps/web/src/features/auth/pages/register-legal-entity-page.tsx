export function RegisterLegalEntityPage() {
  return null;
}
