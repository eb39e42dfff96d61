import { NotBuiltScreen } from '../../components/NotBuiltScreen';

/** Placeholder: its issue-5 screen replaces it. */
export function UserCreateScreen() {
  return <NotBuiltScreen />;
}
