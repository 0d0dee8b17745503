export function ProfileModal(_props: { opened: boolean; onClose: () => void }) {
  return null;
}
