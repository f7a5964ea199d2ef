<?php
/**
 * The site footer: footer menu, site description and copyright.
 *
 * @package Inkwell
 */

?>
<footer class="inkwell-footer">
	<div class="inkwell-footer__inner">
		<div class="inkwell-footer__about">
			<p class="inkwell-footer__title">
				<a href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"><?php bloginfo( 'name' ); ?></a>
			</p>
			<?php if ( get_bloginfo( 'description' ) ) : ?>
				<p class="inkwell-footer__description"><?php bloginfo( 'description' ); ?></p>
			<?php endif; ?>
		</div>
		<?php if ( has_nav_menu( 'footer' ) ) : ?>
			<nav class="inkwell-footer__nav" aria-label="<?php esc_attr_e( 'Footer', 'inkwell' ); ?>">
				<?php
				wp_nav_menu(
					array(
						'theme_location' => 'footer',
						'container'      => '',
						'menu_class'     => 'inkwell-footer__menu',
						'depth'          => 1,
					)
				);
				?>
			</nav>
		<?php endif; ?>
		<p class="inkwell-footer__copyright">
			<?php inkwell_copyright(); ?>
			<a class="inkwell-footer__top" href="#top"><?php esc_html_e( 'Back to top', 'inkwell' ); ?></a>
		</p>
	</div>
</footer>

<?php wp_footer(); ?>
</body>
</html>
