<?php
/**
 * Inkwell theme bootstrap: defines the theme constants and loads its modules.
 *
 * @package Inkwell
 * @since   0.1.0
 */

declare( strict_types=1 );

define( 'INKWELL_VERSION', '0.1.0' );
define( 'INKWELL_DIR', get_template_directory() );
define( 'INKWELL_URI', get_template_directory_uri() );

require INKWELL_DIR . '/inc/setup.php';
require INKWELL_DIR . '/inc/write-token.php';
require INKWELL_DIR . '/inc/assets.php';
require INKWELL_DIR . '/inc/template-tags.php';
require INKWELL_DIR . '/inc/related-posts.php';
require INKWELL_DIR . '/inc/topic-page.php';
require INKWELL_DIR . '/inc/header-actions.php';
require INKWELL_DIR . '/inc/filters.php';
require INKWELL_DIR . '/inc/comments.php';
require INKWELL_DIR . '/inc/comment-query.php';
require INKWELL_DIR . '/inc/user-styles-query.php';
require INKWELL_DIR . '/inc/menu-items.php';
require INKWELL_DIR . '/inc/customizer-comments.php';
require INKWELL_DIR . '/inc/sidebar.php';
require INKWELL_DIR . '/inc/starter-content.php';
require INKWELL_DIR . '/inc/article.php';
require INKWELL_DIR . '/inc/customizer-lightbox.php';
require INKWELL_DIR . '/inc/sliders.php';
require INKWELL_DIR . '/inc/most-discussed.php';
