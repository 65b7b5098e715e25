/** "Signed in as …": who is paying, on every checkout step. */
export function SignedInAs({ email }: { email: string }) {
  return (
    <p className="text-ink-700">
      Signed in as <strong className="font-semibold break-all text-ink-900">{email}</strong>
    </p>
  );
}
