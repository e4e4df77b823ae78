// @vitest-environment jsdom
import { act, Component, useState, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyPage, LazyPageView } from "./lazy-page";

// A page's code on its way: the view shows the loading state, then the page, and a failure reaches
// the page's error boundary instead of leaving the loading state up.

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

let loadingRenders = 0;
function Loading() {
  loadingRenders++;
  return <p>Loading page...</p>;
}

let mounts = 0;
function CargoPage() {
  const [mount] = useState(() => ++mounts);
  return <h1>Cargo hold, mount {mount}</h1>;
}

let root: Root;
let host: HTMLDivElement;
const text = () => host.textContent;
const render = (node: ReactNode) => act(() => root.render(<Boundary>{node}</Boundary>));

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  loadingRenders = 0;
  mounts = 0;
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe("LazyPageView", () => {
  it("shows the loading state until the page's code arrives, then the page", async () => {
    const code = deferred<{ CargoPage: typeof CargoPage }>();
    const page = lazyPage(() => code.promise, (m) => m.CargoPage);
    await render(<LazyPageView page={page} loading={<Loading />} />);
    expect(text()).toBe("Loading page...");
    await act(async () => code.resolve({ CargoPage }));
    expect(text()).toBe("Cargo hold, mount 1");
  });

  it("renders a page whose code is in hand at once, without a loading state", async () => {
    const page = lazyPage(async () => ({ CargoPage }), (m) => m.CargoPage);
    await page.load();
    await render(<LazyPageView page={page} loading={<Loading />} />);
    expect(text()).toBe("Cargo hold, mount 1");
    expect(loadingRenders).toBe(0);
  });

  it("keeps the page mounted when the view renders again", async () => {
    const page = lazyPage(async () => ({ CargoPage }), (m) => m.CargoPage);
    await render(<LazyPageView page={page} loading={<Loading />} />);
    await act(async () => undefined);
    await render(<LazyPageView page={page} loading={<Loading />} />);
    expect(text()).toBe("Cargo hold, mount 1");
  });

  it("hands a failed load to the error boundary", async () => {
    const code = deferred<{ CargoPage: typeof CargoPage }>();
    const page = lazyPage(() => code.promise, (m) => m.CargoPage);
    // React reports an error its boundary caught on the console; here it is the expected one.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await render(<LazyPageView page={page} loading={<Loading />} />);
    await act(async () => code.reject(new Error("chunk missing")));
    expect(text()).toBe("Failed: chunk missing");
    reported.mockRestore();
  });
});
