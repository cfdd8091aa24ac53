/**
 * A provider's hosted page (identity check, card check) in a frame of fixed height. While the
 * page loads, the loading label lies over the frame's place instead of above it, so nothing
 * moves under the player's pointer when the page appears. `src` null: the address is still
 * being fetched (the label alone).
 */
export function ProviderFrame({
  title,
  src,
  loadingLabel,
  isLoaded,
  onLoad,
}: {
  title: string;
  src: string | null;
  loadingLabel: string;
  isLoaded: boolean;
  onLoad: () => void;
}) {
  return (
    <div className="cc-provider-frame">
      {src ? (
        <iframe
          className="cc-provider-frame__page"
          title={title}
          src={src}
          allow="geolocation; bluetooth; accelerometer; gyroscope"
          onLoad={onLoad}
        />
      ) : null}
      {isLoaded ? null : (
        <p className="cc-provider-frame__loader" role="status">
          {loadingLabel}
        </p>
      )}
    </div>
  );
}
