import { useLocation, useNavigate } from 'react-router-dom';

/** History state of a screen opened after a change: what the change did. */
interface NoticeState {
  notice: string;
}

/** Navigation options that leave a notice for the screen navigated to. */
export const withNotice = (notice: string): { state: NoticeState } => ({ state: { notice } });

/**
 * The notice a create or edit left for this screen, and its dismissal, which also drops it from
 * the history entry so that a reload does not show it again.
 */
export function useNoticeFromHistory(): [string | undefined, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as Partial<NoticeState> | null)?.notice;
  const dismiss = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  return [notice, dismiss];
}
