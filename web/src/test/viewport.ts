// happy-dom evaluates Mantine's responsive classes (hiddenFrom / visibleFrom) against its
// viewport, 1024px wide by default: tests of the phone layout narrow it.
type HappyDomWindow = Window & { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };

export const DESKTOP = { width: 1024, height: 768 };
export const PHONE = { width: 375, height: 800 };

export function setViewport(size: { width: number; height: number }) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport(size);
}
