export function AccountChangeLegalPage() {
  return null;
}
