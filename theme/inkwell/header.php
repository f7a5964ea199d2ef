<?php
/**
 * The site header: document head, skip link, branding, primary navigation, search and account actions.
 *
 * @package Inkwell
 */

?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>">
	<meta name="viewport" content="width=device-width, initial-scale=1">
	<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<div class="inkwell-preloader" aria-hidden="true"></div>
<a class="inkwell-skip-link" href="#main"><?php esc_html_e( 'Skip to content', 'inkwell' ); ?></a>

<header class="inkwell-header" id="top">
	<div class="inkwell-header__inner">
		<div class="inkwell-branding">
			<?php inkwell_site_branding(); ?>
		</div>

		<details class="inkwell-menu">
			<summary class="inkwell-menu__toggle">
				<span class="inkwell-menu__icon" aria-hidden="true"></span>
				<span class="inkwell-menu__label"><?php esc_html_e( 'Menu', 'inkwell' ); ?></span>
			</summary>
			<div class="inkwell-menu__panel" id="inkwell-menu-panel">
				<nav class="inkwell-nav" id="inkwell-nav" aria-label="<?php esc_attr_e( 'Primary', 'inkwell' ); ?>" data-more-label="<?php echo esc_attr_x( 'More', 'menu items that do not fit the header', 'inkwell' ); ?>">
					<?php
					wp_nav_menu(
						array(
							'theme_location' => 'primary',
							'container'      => '',
							'menu_class'     => 'inkwell-nav__list',
							'depth'          => 3,
							'fallback_cb'    => 'inkwell_fallback_menu',
						)
					);
					?>
				</nav>
				<div class="inkwell-header__search">
					<?php get_search_form( array( 'aria_label' => __( 'Site search', 'inkwell' ) ) ); ?>
				</div>
			</div>
		</details>

		<button type="button" class="inkwell-search-toggle" aria-label="<?php esc_attr_e( 'Search', 'inkwell' ); ?>" hidden>
			<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><circle cx="11" cy="11" r="6.5"/><path d="M16 16l4.5 4.5"/></svg>
		</button>

		<div class="inkwell-account">
			<?php
			/**
			 * Fires inside the header's account area, at the end of the header bar.
			 *
			 * The theme prints "Log in"/"Register" or the profile link and "Log out" here
			 * (inkwell_header_account_links, priority 10). Plugins add buttons such as a dark-mode toggle.
			 *
			 * @since 0.1.0
			 */
			do_action( 'inkwell_header_actions' );
			?>
		</div>
	</div>
</header>
