export function AccountChangePage() {
  return null;
}
