<?php
/**
 * The /notifications/ page: the theme's header and footer around the reader's notifications. Override it
 * as inkwell-community/notifications-page.php.
 *
 * @package Inkwell\Community
 */

defined( 'ABSPATH' ) || exit;

get_header();
?>
<main id="main" class="inkwell-main" tabindex="-1">
	<div class="inkwell-container inkwell-notifications-page">
		<h1 class="inkwell-notifications-page__title"><?php esc_html_e( 'Notifications', 'inkwell-community' ); ?></h1>
		<?php
		/**
		 * Prints the reader's notifications on /notifications/.
		 *
		 * @since 0.6.0
		 */
		do_action( 'inkwell_notifications_page' );
		?>
	</div>
</main>
<?php
get_footer();
