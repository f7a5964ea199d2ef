<?php
/**
 * The article's share bar: floating beside the text on wide screens (build/article), a row below it
 * otherwise.
 *
 * @package Inkwell
 */

$inkwell_icons = array(
	'x'        => 'M4 4l16 16M20 4L4 20',
	'facebook' => 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v6h4v-6h3l1-4h-4V8z',
	'linkedin' => 'M5 9v11M5 4.5v.5M10 20v-6a3 3 0 0 1 6 0v6M10 9v11',
	'email'    => 'M3 6h18v12H3zM3 6l9 7 9-7',
);
?>
<aside class="inkwell-share" aria-label="<?php esc_attr_e( 'Share this article', 'inkwell' ); ?>">
	<ul class="inkwell-share__list">
		<?php foreach ( inkwell_share_links() as $inkwell_network => $inkwell_link ) : ?>
			<li>
				<a class="inkwell-share__link" href="<?php echo esc_url( $inkwell_link['url'] ); ?>" target="_blank" rel="noopener noreferrer" data-network="<?php echo esc_attr( $inkwell_network ); ?>">
					<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="<?php echo esc_attr( $inkwell_icons[ $inkwell_network ] ?? 'M12 4v16M4 12h16' ); ?>"/></svg>
					<span class="screen-reader-text"><?php echo esc_html( $inkwell_link['label'] ); ?></span>
				</a>
			</li>
		<?php endforeach; ?>
		<li>
			<button type="button" class="inkwell-share__link inkwell-share__copy" data-url="<?php echo esc_url( (string) get_permalink() ); ?>" data-copied="<?php esc_attr_e( 'Link copied.', 'inkwell' ); ?>" data-failed="<?php esc_attr_e( 'Copy this link:', 'inkwell' ); ?>">
				<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1"/></svg>
				<span class="screen-reader-text"><?php esc_html_e( 'Copy link', 'inkwell' ); ?></span>
			</button>
		</li>
	</ul>
	<p class="inkwell-share__status" role="status"></p>
</aside>
