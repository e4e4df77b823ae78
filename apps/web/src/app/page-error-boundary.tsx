import { Component, type ReactNode } from "react";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

interface State {
  failed: boolean;
}

/**
 * Keeps one broken page from blanking the whole ship. The usual cause is a page chunk that no longer
 * exists after a new release, which a reload fixes.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <EmptyState
        icon={TriangleAlert}
        title="This deck failed to load"
        description="Reload to try again. If it keeps failing, the ship's systems may be updating."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    );
  }
}
