export function InstructionPage() {
  return null;
}
