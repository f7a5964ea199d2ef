<?php
/**
 * Template part: the tabs of an author profile. Override it as inkwell-community/profile-tabs.php.
 *
 * @package Inkwell\Community
 *
 * @var array{tabs: array<string,string>, current: string, base: string, list: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<section class="inkwell-profile-tabs">
	<nav class="inkwell-profile-tabs__nav" aria-label="<?php esc_attr_e( 'Profile lists', 'inkwell-community' ); ?>">
		<ul>
			<?php foreach ( $args['tabs'] as $inkwell_slug => $inkwell_label ) : ?>
				<li>
					<a class="inkwell-profile-tabs__tab<?php echo $inkwell_slug === $args['current'] ? ' is-active' : ''; ?>" href="<?php echo esc_url( 'stories' === $inkwell_slug ? $args['base'] : add_query_arg( 'tab', $inkwell_slug, $args['base'] ) ); ?>"<?php echo $inkwell_slug === $args['current'] ? ' aria-current="page"' : ''; ?> data-tab="<?php echo esc_attr( $inkwell_slug ); ?>"><?php echo esc_html( $inkwell_label ); ?></a>
				</li>
			<?php endforeach; ?>
		</ul>
	</nav>
	<h2 class="inkwell-section-title"><?php echo esc_html( $args['tabs'][ $args['current'] ] ); ?></h2>
	<?php echo $args['list']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- rendered by the paged-list template, which escapes. ?>
</section>
